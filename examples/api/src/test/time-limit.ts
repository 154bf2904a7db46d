/**
 * The time limit of a test that hashes `hashes` passwords (argon2id, m=19456, t=2: every sign-up
 * and every sign-in, known account or not, hashes one), on top of 30 s. A hash took
 * about 0.5 s on 2 cores at a load average of 15 (refused-client.test.ts: 30 sign-ups in 14.7 s);
 * 2 s each leaves room for the load of 22 CI has seen.
 */
export const hashingTimeLimit = (hashes: number): number => 30_000 + hashes * 2_000
