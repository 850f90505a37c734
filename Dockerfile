# The site's image (docs/DEPLOY.md, "Containers"): built with the development dependencies, run with the
# production ones only, as an unprivileged user.
#   docker build --build-arg SITE_URL=https://nusantara.example -t nusantara-site .
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build settings (README, "Settings"): the prerendered pages carry them, and the server refuses other values.
ARG SITE_URL=http://localhost:3000
ARG DEFAULT_LOCALE=en
ARG SITE_TIME_ZONE=Asia/Jakarta
ARG SECURITY_DEVTOOLS_CHECK=false
ARG SECURITY_BLOCK_CONTEXT_MENU=false
ARG SECURITY_DOM_INTEGRITY_CHECK=false
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# The server (build/), and the sources of the commands run beside it (npm run admin, backup, restore).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
RUN mkdir -m 0700 /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The slim image has no curl: Node itself asks for the health endpoint.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/node/server.js"]
