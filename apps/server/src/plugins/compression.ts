import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * gzip and brotli for text responses (HTML, JS, CSS, JSON) over 1 KiB. Brotli's default
 * quality 11 costs too much CPU per response on the fly; 4 compresses about as well as gzip -6,
 * faster. Pre-compressed files (`*.br`, `*.gz`) in the web build are served as they are.
 */
const compression: FastifyPluginAsync = async (app) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
};

export const compressionPlugin = fp(compression, { name: 'compression' });
