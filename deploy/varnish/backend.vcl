# Verdant CMS, Varnish: the part that differs per machine (included by default.vcl).
# Copy this file next to default.vcl (or put your own copy first in varnishd's vcl_path) and set
# the load balancer's address and who may purge.

# The nginx load balancer (deploy/nginx/verdant-lb.conf.template) in front of the instances.
backend verdant_lb {
    .host = "127.0.0.1";
    .port = "8080";
    .connect_timeout = 2s;
    # Long enough for an upload of 100 MB passed through to an instance.
    .first_byte_timeout = 125s;
    .between_bytes_timeout = 60s;
    .probe = {
        .url = "/healthz";
        .interval = 2s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may send PURGE: the CMS instances (CACHE_PURGE_URLS points here) and this machine.
acl verdant_purgers {
    "127.0.0.1";
    "::1";
}
