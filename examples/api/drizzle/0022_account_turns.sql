-- Guesses at one account past its threshold take turns (issue 43): the account's row keeps when
-- the next guess may be judged, read and moved on under the row's lock by every replica.
ALTER TABLE "rate_limits" ADD COLUMN "next_turn_at" timestamp with time zone;
