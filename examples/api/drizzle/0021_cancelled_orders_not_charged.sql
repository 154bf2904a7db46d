-- A cancelled order never asks for payment: the ones cancelled before this migration kept
-- 'pending' (or 'failed') and read "To be paid"; they were never charged (issue 47).
UPDATE "orders" SET "payment_status" = 'not_charged'
WHERE "status" = 'cancelled' AND "payment_status" IN ('pending', 'failed');
