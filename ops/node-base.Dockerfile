# A stand-in for the official node:24-slim image where no image registry is reachable (ADR 042):
# Debian bookworm (minbase, made by ops/local-base-images with debootstrap) plus the Node 24
# binary from the npm registry's node-linux-<arch> package and npm itself, laid out as the official
# image lays them out. Built by ops/local-base-images; not used when node:24-slim can be pulled.
ARG DEBIAN_IMAGE=local/debian:bookworm
FROM ${DEBIAN_IMAGE}
# node/ and npm/ are the unpacked npm packages, put in the build context by ops/local-base-images.
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && node --version && npm --version
ENV LANG=C.UTF-8
CMD ["node"]
