-- The login limit counts failures in memory (auth/login-limiter.ts), so that a login never needs the database's
-- write lock; its table goes.
DROP TABLE login_failures;
