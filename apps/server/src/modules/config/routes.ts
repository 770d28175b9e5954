import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { NodeEnv } from '../../config/runtime.js';
import { getConfigRoute } from '@crowdspark/shared/api-routes/public-config';
import { routeOptions } from '../../http/api-route.js';

export interface ConfigRoutesOptions {
  gtagId: string | null;
  environment: NodeEnv;
  googleSignIn: boolean;
  passwordPolicy: PasswordPolicy;
  adminTwoFactorRequired: boolean;
  money: { platformCurrency: string; platformFeePercent: number; proFeePercent: number };
}

/** GET /api/config: what the web app may know about the server's configuration; nothing secret. */
export const configRoutes: FastifyPluginCallbackZod<ConfigRoutesOptions> = (app, options, done) => {
  const publicConfig = {
    gtagId: options.gtagId,
    environment: options.environment,
    googleSignIn: options.googleSignIn,
    passwordPolicy: options.passwordPolicy,
    adminTwoFactorRequired: options.adminTwoFactorRequired,
    money: options.money,
  };
  app.route({ ...routeOptions(getConfigRoute), handler: () => publicConfig });
  done();
};
