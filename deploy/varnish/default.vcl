# Verdant CMS: Varnish 7.1 in front of the nginx load balancer (issue 18).
#
#   varnishd -a :80 -f /path/to/deploy/varnish/default.vcl -p vcl_path=/etc/varnish/verdant:/path/to/deploy/varnish -s malloc,256m
#
# What is cached: GET/HEAD of public pages for visitors without a session; one copy per consent
# choice (cookie cms_consent, n1s{0|1}m{0|1}), every other cookie removed. Passed through:
# /cmsadmin, /api (previews included), /share/ links, /consent beacons, every other method,
# a visitor with an admin session (cms_session), and a visitor between their first view and a
# choice (cms_consent_seen without cms_consent: their next page is personal).
# How long: the backend's Cache-Control (s-maxage, then stale-while-revalidate as grace); an
# answer with Set-Cookie, private, no-store or no-cache is never stored.
# Purges: the CMS sends `PURGE /` with `xkey-purge: <keys>` (CACHE_PURGE_URLS) for every content
# change; the keys come from each answer's xkey header (vmod xkey, Debian's varnish-modules).
# A PURGE without that header drops every variant of its URL. Only from acl verdant_purgers.
vcl 4.1;

import std;
import cookie;
import xkey;

# backend verdant_lb and acl verdant_purgers.
include "backend.vcl";

sub vcl_recv {
    set req.backend_hint = verdant_lb;
    unset req.http.X-Verdant-Consent;

    if (req.method == "PURGE") {
        if (client.ip !~ verdant_purgers) {
            return (synth(403, "Purge not allowed"));
        }
        if (req.http.xkey-purge) {
            set req.http.X-Verdant-Purged = xkey.purge(req.http.xkey-purge);
            return (synth(200, "Purged " + req.http.X-Verdant-Purged + " objects"));
        }
        # Every consent variant of the URL (the hash includes the consent, so a hash purge would not).
        ban("obj.http.X-Verdant-Url == " + req.url + " && obj.http.X-Verdant-Host == " + req.http.host);
        return (synth(200, "Banned " + req.url));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(cmsadmin|api|consent)(/|\?|$)" || req.url ~ "^/share/") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }

    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        if (cookie.isset("cms_session")) {
            return (pass);
        }
        # A malformed choice counts as none (as the CMS reads it).
        if (cookie.get("cms_consent") ~ "^n1s[01]m[01]$") {
            set req.http.X-Verdant-Consent = cookie.get("cms_consent");
        }
        if (cookie.isset("cms_consent_seen") && !req.http.X-Verdant-Consent) {
            return (pass);
        }
    }
    # Only the consent choice travels to the backend; analytics and other cookies are dropped.
    if (req.http.X-Verdant-Consent) {
        set req.http.Cookie = "cms_consent=" + req.http.X-Verdant-Consent;
    } else {
        unset req.http.Cookie;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    # The consent variants are kept apart ("none": no choice yet, the banner shows).
    if (req.http.X-Verdant-Consent) {
        hash_data("consent=" + req.http.X-Verdant-Consent);
    } else {
        hash_data("consent=none");
    }
    return (lookup);
}

sub vcl_backend_response {
    # For URL purges (bans evaluated against stored objects, off the request path).
    set beresp.http.X-Verdant-Url = bereq.url;
    set beresp.http.X-Verdant-Host = bereq.http.host;

    if (bereq.uncacheable) {
        return (deliver);
    }
    # Never store an answer that sets a cookie or is personal; remember that for a while
    # (hit-for-miss), so requests for it are not queued behind each other.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || beresp.http.Surrogate-Control ~ "(?i)no-store") {
        set beresp.ttl = 60s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.status >= 500) {
        # A background refresh that fails keeps the stale copy (grace) instead of replacing it.
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # TTL: Varnish already takes s-maxage before max-age. Grace: the backend's
    # stale-while-revalidate (a stale copy is answered while a fresh one is fetched in the background).
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
    } else {
        set beresp.grace = 0s;
    }
    # Kept past grace for conditional fetches (If-None-Match with the stored ETag).
    set beresp.keep = 10m;
    return (deliver);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "MISS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.X-Verdant-Url;
    unset resp.http.X-Verdant-Host;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
    # The surrogate keys are for caches; only the purging machines (and tests) see them.
    if (client.ip !~ verdant_purgers) {
        unset resp.http.xkey;
        unset resp.http.Surrogate-Key;
    }
    # Varnish's own Age would make browsers count the shared cache's time against max-age=0
    # anyway; it is kept (harmless) for debugging.
    return (deliver);
}

sub vcl_synth {
    set resp.http.Cache-Control = "no-store";
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}
