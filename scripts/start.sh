#!/usr/bin/env bash
# One command for a newcomer: installs what is missing and starts Cellar at http://localhost:${PORT:-8080}/-admin/
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
exec pnpm start
