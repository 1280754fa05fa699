import { Hono } from 'hono';
import type { MessageResponse } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { pathKey } from '../../http/input';
import { listEnvelope, readPage } from '../../http/pagination';
import { acceptRequest, pendingRequests, REGISTRATION_ACCEPTED, requireSignUpApprover } from '../../registration/approvals';
import { requireOrganisation, resolveTenancy } from '../../tenancy/tenancy';

/** `/api/v1/tfm/registration-request/…` for approvers (USER_SIGNUP_APPROVER); the sign-up itself posts in sign-up.ts. */
export const registrationRequestRoutes = new Hono<AppEnv>()
  .get('/registration-request/', authenticate, resolveTenancy, async (c) => {
    const db = c.get('db');
    const scope = requireOrganisation(c.get('tenancy'));
    await requireSignUpApprover(db, scope, c.get('caller').user.id);
    const page = readPage((name) => c.req.query(name));
    const { rows, total } = await pendingRequests(db, scope, page);
    return c.json(listEnvelope(rows, total, page));
  })
  .post('/registration-request/:pk/accept/', authenticate, resolveTenancy, async (c) => {
    const db = c.get('db');
    const scope = requireOrganisation(c.get('tenancy'));
    const approverId = c.get('caller').user.id;
    await requireSignUpApprover(db, scope, approverId);
    const context = { db, mailer: c.get('mailer'), signingKey: c.get('signingKey'), publicUrl: c.get('config').publicUrl };
    await acceptRequest(context, scope, pathKey(c.req.param('pk')), approverId);
    const answer: MessageResponse = { message: REGISTRATION_ACCEPTED };
    return c.json(answer);
  });
