import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_TEXT } from '../lib/errors.js';
import { inLanguage } from '../lib/request-language.js';
import { RateLimitedError } from '../lib/throttle.js';
import { ERRORS_TEXT } from './errors.texts.js';

function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const parts = err.validation.map((v) => {
      const issue = v.params.issue as { path?: PropertyKey[]; message?: string } | undefined;
      const field = issue?.path?.length
        ? issue.path.join('.')
        : v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      return `${field}: ${issue?.message ?? v.message}`;
    });
    const where = err.validationContext ?? 'request';
    return `Invalid ${where}: ${parts.join('; ')}`;
  }
  return err.message;
}

/**
 * One place turns every failure into the same JSON shape ({statusCode, code, error, message}).
 * Client mistakes get a 4xx naming what to fix; anything unexpected is logged and answered
 * with a generic 500 so internals never leak.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  // In the request's own language: a body that could not be parsed fails outside its context.
  app.setErrorHandler((err: FastifyError, req, reply) => inLanguage(req.language, () => answer(err, req, reply)));

  function answer(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        code: err.code,
        error: STATUS_TEXT[err.statusCode] ?? 'Error',
        message: err.message,
        ...(err.retryAfterSeconds !== undefined ? { retryAfter: err.retryAfterSeconds } : {}),
      });
    }
    if (err.validation) {
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'validation_failed', error: 'Bad Request', message: describeValidation(err) });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      let message = err.message;
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) message = ERRORS_TEXT.invalidJson;
      if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = ERRORS_TEXT.emptyJson;
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = ERRORS_TEXT.notJson;
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = ERRORS_TEXT.tooLarge;
      if (status === 429) message = ERRORS_TEXT.routeRateLimited(message);
      const code = status === 429 ? 'rate_limited' : status === 413 ? 'payload_too_large' : 'bad_request';
      return reply
        .status(status)
        .send({ statusCode: status, code, error: STATUS_TEXT[status] ?? 'Bad Request', message });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      code: 'internal_error',
      error: 'Internal Server Error',
      message: ERRORS_TEXT.internal,
    });
  }
});
