#!/usr/bin/env bash
# One command for a newcomer: installs what is missing, builds the admin and starts Cellar at
# http://localhost:${PORT:-8080}/-admin/ (DATA_DIR defaults to .data/ in the repo).
set -euo pipefail
# A relative DATA_DIR is read from where the command was typed.
export INIT_CWD="${INIT_CWD:-$PWD}"
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
# The admin (vite) and the server (tsup: src/main.ts bundled with validation into dist/main.js).
pnpm --filter @cellar/web --filter @cellar/backend build
# exec: the server is this process, so Ctrl+C or a SIGTERM reaches it and it shuts down gracefully.
cd packages/backend
exec node --enable-source-maps --max-semi-space-size=8 dist/main.js
