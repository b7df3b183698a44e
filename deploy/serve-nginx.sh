#!/usr/bin/env bash
# Serves this checkout's build/client with nginx as deploy/nginx.conf configures it, in the
# foreground: a production-like check on your own machine.
#   bash deploy/serve-nginx.sh PORT
#     plain http on http://127.0.0.1:PORT: deploy/nginx.conf's http-level part as it is, and
#     deploy/nginx-site.conf (all the site's rules) in a local server instead of the two below it
#   bash deploy/serve-nginx.sh --tls HTTPS_PORT HTTP_PORT
#     deploy/nginx.conf's servers as shipped (https, and http that only redirects) on those ports,
#     with a throwaway self-signed certificate for 127.0.0.1 and localhost (needs openssl)
#   Stop with Ctrl+C. NGINX_ACCESS_LOG=off turns the access log (stdout) off; NGINX_BROTLI=off
#   skips brotli even when the module is installed; NGINX_LIMITS=off drops the per-address
#   request and connection limits (for load tests, which come from one address).
# All of nginx's state (pid, temp files, generated config, certificate) lives in a temporary folder
# that is removed when it stops; the access log goes to stdout, errors to stderr.
set -euo pipefail

usage="Usage: bash deploy/serve-nginx.sh PORT  |  bash deploy/serve-nginx.sh --tls HTTPS_PORT HTTP_PORT"
is_port() { [[ "$1" =~ ^[0-9]+$ ]] && (($1 >= 1 && $1 <= 65535)); }
tls=""
if [[ "${1:-}" == --tls ]]; then
  tls=1
  port="${2:-}"
  http_port="${3:-}"
  if ! is_port "$port" || ! is_port "$http_port"; then
    echo "$usage   (port numbers from 1 to 65535)" >&2
    exit 2
  fi
else
  port="${1:-}"
  if ! is_port "$port"; then
    echo "$usage   (a port number from 1 to 65535)" >&2
    exit 2
  fi
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
client="$root/build/client"
for file in "$client/index.html" "$client/404.html" "$root/build/nginx/maps.conf" \
  "$root/build/nginx/headers.conf" "$root/build/nginx/not-found.conf"; do
  if [[ ! -f "$file" ]]; then
    echo "No complete build: $file is missing. Run \"npm run build\" first." >&2
    exit 1
  fi
done
nginx_bin="$(command -v nginx || true)"
[[ -z "$nginx_bin" && -x /usr/sbin/nginx ]] && nginx_bin=/usr/sbin/nginx
if [[ -z "$nginx_bin" ]]; then
  echo "nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx" >&2
  exit 1
fi
if [[ "$root" == *'"'* || "$root" == *'$'* || "$root" == *' '* ]]; then
  echo "The checkout's path must not contain spaces, quotes or \$ for nginx: $root" >&2
  exit 1
fi

# Debian's mime.types sits next to the compiled-in configuration file.
conf_path="$("$nginx_bin" -V 2>&1 | tr ' ' '\n' | sed -n 's/^--conf-path=//p')"
mime_types="$(dirname "${conf_path:-/etc/nginx/nginx.conf}")/mime.types"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/serve-nginx.XXXXXX")"
nginx_pid=""
log_pid=""
cleanup() {
  trap - INT TERM EXIT
  if [[ -n "$nginx_pid" ]] && kill -0 "$nginx_pid" 2>/dev/null; then
    kill -QUIT "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  if [[ -n "$log_pid" ]]; then
    kill "$log_pid" 2>/dev/null || true
    wait "$log_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

# As root, nginx's workers drop to an unprivileged user; it must be able to read the build.
user_line=""
if ((EUID == 0)); then
  worker_user=www-data
  id -u "$worker_user" >/dev/null 2>&1 || worker_user=nobody
  if ! runuser -u "$worker_user" -- test -r "$client/index.html" 2>/dev/null; then
    echo "Note: $worker_user cannot read $client; nginx's workers run as root here." >&2
    worker_user=root
  fi
  user_line="user $worker_user;"
  chown "$worker_user" "$tmp"
fi

# The site's rules, with this checkout for /srv/site. Brotli when Debian's module is installed
# (libnginx-mod-http-brotli-filter); gzip otherwise.
module_line=""
site="$(<"$root/deploy/nginx-site.conf")"
brotli_module="/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"
if [[ "${NGINX_BROTLI:-on}" != off && -f "$brotli_module" ]]; then
  module_line="load_module $brotli_module;"
  site="${site//"# brotli: include"/include}"
fi
if [[ "${NGINX_LIMITS:-on}" == off ]]; then
  site="$(grep -Ev '^limit_(req|conn) ' <<<"$site")"
fi
site="${site//\/srv\/site/"$root"}"
printf '%s\n' "$site" >"$tmp/site.conf"

# deploy/nginx.conf, its include of nginx-site.conf pointing at the copy above.
main="$(<"$root/deploy/nginx.conf")"
main="${main//\/srv\/site\/deploy\/nginx-site.conf/"$tmp/site.conf"}"
main="${main//\/srv\/site/"$root"}"
if [[ -n "$tls" ]]; then
  # The shipped servers on local ports, with a certificate made for this run.
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
    -keyout "$tmp/key.pem" -out "$tmp/cert.pem" 2>/dev/null
  main="${main//\/etc\/ssl\/site\/fullchain.pem/"$tmp/cert.pem"}"
  main="${main//\/etc\/ssl\/site\/privkey.pem/"$tmp/key.pem"}"
  main="${main//listen 443 /listen 127.0.0.1:$port }"
  main="${main//listen 80 /listen 127.0.0.1:$http_port }"
  main="$(grep -Ev '^ *listen \[::\]:' <<<"$main")"
  # The certificate's name for this machine, and the https port in the redirect's target.
  main="$(sed -E 's/^( *server_name )[^;]*;/\1127.0.0.1;/' <<<"$main")"
  main="${main//https:\/\/\$server_name\$request_uri/"https://\$server_name:$port\$request_uri"}"
else
  # Only the http-level part (everything above the first server block), and a plain-http server
  # of its own around the site's rules.
  main="$(sed '/^server {/,$d' <<<"$main")"
  main+="
server {
    listen 127.0.0.1:$port;
    server_name _;
    include $tmp/site.conf;
}"
fi
printf '%s\n' "$main" >"$tmp/servers.conf"

# The access log goes to stdout through a pipe: nginx cannot open /dev/stdout when it is a socket.
access_log="off"
if [[ "${NGINX_ACCESS_LOG:-on}" != off ]]; then
  access_log="$tmp/access.log"
  mkfifo "$access_log"
  exec 3<>"$access_log" # held open by this shell, so neither side ever blocks or sees an end
  cat <&3 &
  log_pid=$!
fi

cat >"$tmp/nginx.conf" <<EOF
# Generated by deploy/serve-nginx.sh for one local run.
$module_line
$user_line
worker_processes auto;
pid $tmp/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include $mime_types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    access_log $access_log;
    client_body_temp_path $tmp/client_body;
    proxy_temp_path $tmp/proxy;
    fastcgi_temp_path $tmp/fastcgi;
    uwsgi_temp_path $tmp/uwsgi;
    scgi_temp_path $tmp/scgi;
    include $tmp/servers.conf;
}
EOF

"$nginx_bin" -e stderr -p "$tmp" -c "$tmp/nginx.conf" -t -q
if [[ -n "$tls" ]]; then
  echo "nginx serving $client at https://127.0.0.1:$port/ (self-signed) and http://127.0.0.1:$http_port/ (redirects) (Ctrl+C stops it)"
else
  echo "nginx serving $client at http://127.0.0.1:$port/ (Ctrl+C stops it)"
fi
"$nginx_bin" -e stderr -p "$tmp" -c "$tmp/nginx.conf" -g "daemon off;" &
nginx_pid=$!
wait "$nginx_pid"
