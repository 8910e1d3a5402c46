-- An editing lock records the session that took it (the sha256 of its token, as `sessions` keys it): a lock whose
-- session has ended (logged out anywhere, expired, revoked) is free at once, not after the rest of its 90 s lease.
-- Locks taken before this migration have none and keep the lease alone.
ALTER TABLE locks ADD COLUMN session_hash TEXT;
