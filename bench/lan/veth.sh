#!/usr/bin/env bash
# qiyuan-bench-lan across a veth pair (root: ip netns): `qiyuan-cli serve` in
# one network namespace, the bench's two clients in another, joined by a veth
# pair on a private subnet that exists only inside the two namespaces (nothing
# leaves the machine). Prints the bench's median and p99 and removes the
# namespaces (and serve) whatever happens.
#   bench/lan/veth.sh [MOVES]        (default 1000; BUILD=dir for another tree than build/)
set -euo pipefail
cd "$(dirname "$0")/../.."
moves=${1:-1000}
build=${BUILD:-build}
for program in "$build/bin/qiyuan-cli" "$build/bin/qiyuan-bench-lan"; do
    [ -x "$program" ] || { echo "error: $program is missing: cmake --build $build --target qiyuan-cli qiyuan-bench-lan" >&2; exit 2; }
done
[ "$(id -u)" -eq 0 ] || { echo "error: needs root (ip netns)" >&2; exit 2; }

host=qiyuan-bench-host-$$
client=qiyuan-bench-client-$$
log=$(mktemp)
serve=""
cleanup() {
    [ -n "$serve" ] && kill "$serve" 2>/dev/null && wait "$serve" 2>/dev/null || true
    ip netns delete "$host" 2>/dev/null || true
    ip netns delete "$client" 2>/dev/null || true
    rm -f "$log"
}
trap cleanup EXIT

ip netns add "$host"
ip netns add "$client"
ip -n "$host" link set lo up
ip -n "$client" link set lo up
ip -n "$host" link add bench0 type veth peer name bench1 netns "$client"
ip -n "$host" addr add 10.213.9.1/24 brd + dev bench0
ip -n "$client" addr add 10.213.9.2/24 brd + dev bench1
ip -n "$host" link set bench0 up
ip -n "$client" link set bench1 up

ip netns exec "$host" "$build/bin/qiyuan-cli" serve --variant xiangqi --port 47300 --code 123456 \
    --games 1000 --name bench >"$log" 2>&1 &
serve=$!
for _ in $(seq 50); do grep -q '"listening"' "$log" && break; sleep 0.1; done
grep -q '"listening"' "$log" || { echo "error: serve did not listen:" >&2; cat "$log" >&2; exit 1; }

echo "== across the veth pair (serve at 10.213.9.1 in $host, the bench in $client)"
status=0
ip netns exec "$client" "$build/bin/qiyuan-bench-lan" --connect 10.213.9.1:47300 --code 123456 --moves "$moves" || status=$?
exit $status
