import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Config } from "../../config.ts";
import type { Db } from "../db/index.ts";
import { isAppOrigin } from "../http/origins.ts";
import { SESSION_COOKIE } from "../session/plugin.ts";
import { findLiveSession } from "../session/store.ts";
import type { RealtimeHub } from "./hub.ts";

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

const userRoom = (userId: number) => `user.${userId}`;
const sessionRoom = (sessionId: string) => `session.${sessionId}`;

/**
 * Socket.IO on the app's HTTP server. A handshake is accepted from the app's own origins only
 * (isAppOrigin); a connection is authorised by the session cookie and
 * joins the private room `user.{id}`; with REDIS_URL the Redis adapter carries events to
 * connections held by other instances.
 */
export function attachRealtime(app: FastifyInstance, config: Config, db: Db): RealtimeHub {
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    cors:
      config.webOrigins.length > 0 ? { origin: config.webOrigins, credentials: true } : undefined,
    // A browser always names the page's origin on a cross-site handshake: only the app's own
    // origins may open a socket with its cookie. A request without an Origin is not a
    // cross-site browser request (same-origin polling, a server-side client) and still needs
    // the session cookie below.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || isAppOrigin(origin, config));
    },
  });

  const redis: Redis[] = [];
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const token = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
      const session = token ? await findLiveSession(db, token) : null;
      if (!session?.userId) return next(new Error("Unauthenticated."));
      socket.data.userId = session.userId;
      await socket.join([userRoom(session.userId), sessionRoom(session.id)]);
      next();
    } catch {
      next(new Error("Unauthenticated."));
    }
  });

  app.addHook("onClose", async () => {
    io.close();
    await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
  });

  return {
    notifyUser(userId, notification) {
      io.to(userRoom(userId)).emit("notification", notification);
    },
    endSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}
