# Sourced by the other scripts: makes the pinned pnpm available, installing it with npm when missing.
# corepack cannot fetch pnpm on every machine (signature checks), so npm installs it instead.
PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ -x ".tools/node_modules/.bin/pnpm" ] && [ "$(.tools/node_modules/.bin/pnpm --version)" = "$PNPM_VERSION" ]; then
    :
  elif ! command -v pnpm >/dev/null 2>&1; then
    echo "Installing pnpm $PNPM_VERSION with npm..."
    npm install --global "pnpm@$PNPM_VERSION" >/dev/null 2>&1 \
      || npm install --prefix .tools --no-save "pnpm@$PNPM_VERSION" >/dev/null
  fi
fi
[ -x ".tools/node_modules/.bin/pnpm" ] && export PATH="$PWD/.tools/node_modules/.bin:$PATH"
command -v pnpm >/dev/null 2>&1 || { echo "Could not install pnpm $PNPM_VERSION with npm." >&2; exit 1; }
