# Sourced by the other scripts: puts the pinned pnpm (`packageManager` in package.json) first on PATH.
# When pnpm is missing, npm installs the pinned one globally (or under .tools/ without the rights to).
# When another pnpm version is on PATH, it is left alone: the pinned one goes under .tools/ (git-ignored)
# and comes first on PATH for these scripts. corepack cannot fetch pnpm on every machine (signature
# checks), so npm installs it instead. scripts/ensure-pnpm.test.sh checks each case.
CELLAR_PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"
CELLAR_TOOLS_BIN="$PWD/.tools/node_modules/.bin"
cellar_pnpm_is_pinned() { [ "$("$1" --version 2>/dev/null)" = "$CELLAR_PNPM_VERSION" ]; }

if ! cellar_pnpm_is_pinned pnpm && ! cellar_pnpm_is_pinned "$CELLAR_TOOLS_BIN/pnpm"; then
  if ! command -v pnpm >/dev/null 2>&1; then
    echo "Installing pnpm $CELLAR_PNPM_VERSION with npm..."
    npm install --global "pnpm@$CELLAR_PNPM_VERSION" >/dev/null 2>&1 || true
  fi
  if ! cellar_pnpm_is_pinned pnpm; then
    echo "Installing pnpm $CELLAR_PNPM_VERSION under .tools/ with npm (pnpm on PATH: $(pnpm --version 2>/dev/null || echo none))..."
    npm install --prefix .tools --no-save "pnpm@$CELLAR_PNPM_VERSION" >/dev/null || true
  fi
fi
if ! cellar_pnpm_is_pinned pnpm && cellar_pnpm_is_pinned "$CELLAR_TOOLS_BIN/pnpm"; then
  export PATH="$CELLAR_TOOLS_BIN:$PATH"
fi
cellar_pnpm_is_pinned pnpm || {
  echo "Could not install pnpm $CELLAR_PNPM_VERSION with npm: run 'npm install --prefix .tools pnpm@$CELLAR_PNPM_VERSION' and try again." >&2
  exit 1
}
