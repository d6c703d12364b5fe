# Sourced by scripts/test-machine.sh (npm test): puts the Node.js major version named in .nvmrc on
# the PATH. Where the machine's own node is older, it takes the binary from the npm registry's
# node-linux-<arch> package (the npm registry is the one source this project may download from)
# into a cache folder, once.
wanted=$(tr -d '[:space:]v' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$wanted" ]; then
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/brightshelf/node-$wanted"
  if [ ! -x "$dir/bin/node" ]; then
    case "$(uname -m)" in aarch64 | arm64) arch=arm64 ;; *) arch=x64 ;; esac
    echo "Installing Node.js $wanted from the npm registry (node-linux-$arch) into $dir"
    download=$(mktemp -d)
    tarball=$(npm pack --silent --pack-destination "$download" "node-linux-$arch@$wanted")
    mkdir -p "$dir"
    tar -xzf "$download/$tarball" -C "$dir" --strip-components=1
    rm -rf "$download"
  fi
  export PATH="$dir/bin:$PATH"
fi
