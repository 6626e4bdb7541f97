vcl 4.1;

# Varnish in front of the replicas' site hosts (SITES_PORT), decision 0065 and docs/deploy.md.
# Needs Debian's `varnish` and `varnish-modules` (the xkey vmod). Before loading it, replace
# CHANGE-ME-PURGE-SECRET with the replicas' CACHE_PURGE_SECRET and list every replica between the
# ww:backends markers (and in vcl_init); tests/integration/varnish-cache.test.ts loads this very file.
#
# The contract: a page is kept for its s-maxage (browsers get max-age=0 and revalidate here), under
# the Host and the URL; its xkey header names the site, its version, its address and custom domain;
# a replica sends `PURGE /` with `xkey-purge: <tags>` and `X-Purge-Secret` on every change that
# affects a page, and those objects go at once. Requests to the replicas carry X-WW-Cache, so the
# site host counts views by the page's view pixel (ww-view.gif), which is always passed through.

import std;
import directors;
import xkey;

probe site_host_health {
  .url = "/_ww/health";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

# ww:backends-begin
backend replica1 { .host = "10.0.0.11"; .port = "3001"; .probe = site_host_health; }
backend replica2 { .host = "10.0.0.12"; .port = "3001"; .probe = site_host_health; }
# ww:backends-end

# Who may purge (the replicas), besides knowing the secret.
acl purgers {
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_init {
  new replicas = directors.round_robin();
  # ww:add-backends-begin
  replicas.add_backend(replica1);
  replicas.add_backend(replica2);
  # ww:add-backends-end
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (!(client.ip ~ purgers) || req.http.X-Purge-Secret != "CHANGE-ME-PURGE-SECRET") {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "No xkey-purge header"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  set req.backend_hint = replicas.backend();
  # One cache key per site: the host name (lower case, no port games) and the URL.
  set req.http.Host = std.tolower(req.http.Host);
  # Tells the site host this request comes from the cache (it counts the view pixel, not the page).
  set req.http.X-WW-Cache = "1";
  # The view pixel counts views: always asked of the site host, never kept.
  if (req.url ~ "/ww-view\.gif(\?.*)?$") {
    return (pass);
  }
  # Published pages set and read no cookie: a visitor's cookies (of another app on the domain) must
  # not make every view a miss.
  if (req.method == "GET" || req.method == "HEAD") {
    unset req.http.Cookie;
  }
}

sub vcl_backend_response {
  # s-maxage gives the TTL (Varnish reads it before max-age). While the replicas are away, what is
  # kept is served for up to an hour past its TTL; a purge removes it at once regardless.
  set beresp.grace = 1h;
}

sub vcl_deliver {
  # The tags are for this cache only.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
