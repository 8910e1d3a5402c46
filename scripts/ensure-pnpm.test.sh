#!/usr/bin/env bash
# Checks scripts/ensure-pnpm.sh in throwaway directories with a fake npm and fake pnpm versions on a PATH
# that holds nothing else: nothing is downloaded and the machine's own pnpm is never touched. Then checks,
# with the pnpm on PATH and a throwaway home, that the workspace lets a pnpm run scripts of a project pinning
# another version.
set -euo pipefail
SCRIPT="$(cd "$(dirname "$0")" && pwd)/ensure-pnpm.sh"
WORKSPACE="$(cd "$(dirname "$0")/.." && pwd)/pnpm-workspace.yaml"
PINNED=10.34.8
failures=0

# A fake pnpm printing version $2 at path $1.
fake_pnpm() {
  mkdir -p "$(dirname "$1")"
  printf '#!/bin/sh\necho %s\n' "$2" >"$1"
  chmod +x "$1"
}

# Runs ensure-pnpm.sh in a fresh project; $1 is the case name, then `key=value` settings:
#   path_pnpm=<version>     a pnpm of that version already on PATH
#   tools_pnpm=<version>    a pnpm of that version already under .tools/
#   global=ok|fail          what `npm install --global` does (default ok)
#   tools=ok|fail           what `npm install --prefix .tools` does (default ok)
# Prints: the exit status, the version `pnpm` then answers, and each npm call.
run_case() {
  local name="$1"
  shift
  local path_pnpm='' tools_pnpm='' global=ok tools=ok setting
  for setting in "$@"; do
    case "$setting" in
      path_pnpm=*) path_pnpm="${setting#*=}" ;;
      tools_pnpm=*) tools_pnpm="${setting#*=}" ;;
      global=*) global="${setting#*=}" ;;
      tools=*) tools="${setting#*=}" ;;
    esac
  done
  local root
  root="$(mktemp -d)"
  mkdir -p "$root/project" "$root/home" "$root/bin" "$root/global-bin"
  printf '{"packageManager":"pnpm@%s"}\n' "$PINNED" >"$root/project/package.json"
  # The sandbox PATH: node and what the fake npm needs, without the machine's pnpm.
  local tool
  for tool in node mkdir chmod; do ln -s "$(command -v "$tool")" "$root/bin/$tool"; done
  [ -n "$path_pnpm" ] && fake_pnpm "$root/global-bin/pnpm" "$path_pnpm"
  [ -n "$tools_pnpm" ] && fake_pnpm "$root/project/.tools/node_modules/.bin/pnpm" "$tools_pnpm"
  # The fake npm: records its arguments; a --global install lands in global-bin (on PATH), a --prefix one
  # under the prefix, each succeeding or failing as the case says.
  cat >"$root/bin/npm" <<NPM
#!/bin/sh
echo "npm \$*" >>"$root/npm.log"
if [ "\$2" = "--global" ]; then
  [ "$global" = ok ] || { echo "EACCES" >&2; exit 243; }
  printf '#!/bin/sh\\necho %s\\n' "\${3#pnpm@}" >"$root/global-bin/pnpm"; chmod +x "$root/global-bin/pnpm"
elif [ "\$2" = "--prefix" ]; then
  [ "$tools" = ok ] || { echo "network down" >&2; exit 1; }
  mkdir -p "\$3/node_modules/.bin"
  printf '#!/bin/sh\\necho %s\\n' "\${5#pnpm@}" >"\$3/node_modules/.bin/pnpm"; chmod +x "\$3/node_modules/.bin/pnpm"
fi
NPM
  chmod +x "$root/bin/npm"
  local status=0 answer
  answer="$(cd "$root/project" && HOME="$root/home" PATH="$root/bin:$root/global-bin" "$BASH" -c \
    "set -euo pipefail; source '$SCRIPT' >/dev/null 2>&1; pnpm --version")" || status=$?
  printf 'status=%s pnpm=%s npm=[%s] global=%s\n' "$status" "${answer:-none}" \
    "$(cat "$root/npm.log" 2>/dev/null | tr '\n' ';')" \
    "$([ -x "$root/global-bin/pnpm" ] && "$root/global-bin/pnpm" || echo none)"
  rm -rf "$root"
}

# expect <what the case shows> <the line run_case must print> [settings...]
expect() {
  local name="$1" want="$2" got
  shift 2
  got="$(run_case "$name" "$@")"
  if [ "$got" = "$want" ]; then
    echo "ok   $name"
  else
    echo "FAIL $name"
    echo "     want: $want"
    echo "     got:  $got"
    failures=$((failures + 1))
  fi
}

expect 'the pinned pnpm on PATH is used as it is' \
  "status=0 pnpm=$PINNED npm=[] global=$PINNED" \
  "path_pnpm=$PINNED"
expect 'another pnpm on PATH: the pinned one goes under .tools/ and the other stays' \
  "status=0 pnpm=$PINNED npm=[npm install --prefix .tools --no-save pnpm@$PINNED;] global=9.15.0" \
  path_pnpm=9.15.0
expect 'another pnpm on PATH and the pinned one already under .tools/: nothing installed' \
  "status=0 pnpm=$PINNED npm=[] global=9.15.0" \
  path_pnpm=9.15.0 "tools_pnpm=$PINNED"
expect 'another pnpm on PATH and an old one under .tools/: the pinned one replaces the old one' \
  "status=0 pnpm=$PINNED npm=[npm install --prefix .tools --no-save pnpm@$PINNED;] global=9.15.0" \
  path_pnpm=9.15.0 tools_pnpm=9.0.0
expect 'no pnpm: npm installs the pinned one globally' \
  "status=0 pnpm=$PINNED npm=[npm install --global pnpm@$PINNED;] global=$PINNED" \
  global=ok
expect 'no pnpm and no rights to install globally: under .tools/' \
  "status=0 pnpm=$PINNED npm=[npm install --global pnpm@$PINNED;npm install --prefix .tools --no-save pnpm@$PINNED;] global=none" \
  global=fail
expect 'npm cannot install at all: exit 1 with what to do' \
  "status=1 pnpm=none npm=[npm install --prefix .tools --no-save pnpm@$PINNED;] global=9.15.0" \
  path_pnpm=9.15.0 tools=fail

# Any pnpm 10 runs `pnpm start`, `pnpm bench`...: with the repo's pnpm-workspace.yaml, a pnpm whose version is not
# the one `packageManager` pins runs the script itself, and downloads no other pnpm (which pnpm 10.34.5 and later
# refuse to run where the registry serves no signatures).
other_version_runs_the_script() {
  local root running other answer status=0
  root="$(mktemp -d)"
  running="$(pnpm --version)"
  other=10.0.0
  [ "$running" = "$other" ] && other=10.1.0
  cp "$WORKSPACE" "$root/pnpm-workspace.yaml"
  printf '{"name":"pinned-elsewhere","private":true,"packageManager":"pnpm@%s","scripts":{"agent":"node -p process.env.npm_config_user_agent"}}\n' \
    "$other" >"$root/package.json"
  answer="$(cd "$root" && HOME="$root/home" XDG_DATA_HOME="$root/data" XDG_CACHE_HOME="$root/cache" \
    XDG_CONFIG_HOME="$root/config" pnpm run --silent agent 2>&1)" || status=$?
  local name="a pnpm other than the pinned one runs the scripts itself, downloading nothing"
  if [ "$status" = 0 ] && [[ "$answer" == "pnpm/$running "* ]] && [ ! -e "$root/data/pnpm/.tools" ]; then
    echo "ok   $name"
  else
    echo "FAIL $name"
    echo "     pnpm $running in a project pinning pnpm@$other answered (status $status): $answer"
    failures=$((failures + 1))
  fi
  rm -rf "$root"
}
other_version_runs_the_script

[ "$failures" -eq 0 ] || { echo "$failures ensure-pnpm case(s) failed" >&2; exit 1; }
