import { Hono } from 'hono';
import type { MessageResponse } from '@motorpool/api';
import { readPage } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { pathKey } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { acceptRequest, pendingRequests, REGISTRATION_ACCEPTED, requireSignUpApprover } from '../../registration/approvals';
import { organisationScope } from '../../tenancy/tenancy';
import { registrationRequestSubmission } from './sign-up';

/** `/api/v1/tfm/registration-request/…` for approvers (USER_SIGNUP_APPROVER); the sign-up itself posts in sign-up.ts. */
export const registrationRequestRoutes = new Hono<AppEnv>()
  .route('/', registrationRequestSubmission)
  // On each route, not the sub-app: anyone may send the POST (sign-up.ts).
  .get('/', authenticate, organisationScope, async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
    await requireSignUpApprover(db, scope, c.get('caller').user.id);
    const page = readPage(c);
    const { rows, total } = await pendingRequests(db, scope, page);
    return c.json(listEnvelope(rows, total, page));
  })
  .post('/:pk/accept/', authenticate, organisationScope, async (c) => {
    const db = c.get('db');
    const scope = c.get('scope');
    const approverId = c.get('caller').user.id;
    await requireSignUpApprover(db, scope, approverId);
    const context = { db, mailer: c.get('mailer'), signingKey: c.get('signingKey'), publicUrl: c.get('config').publicUrl, now: c.get('clock')() };
    await acceptRequest(context, scope, pathKey(c.req.param('pk')), approverId);
    const answer: MessageResponse = { message: REGISTRATION_ACCEPTED };
    return c.json(answer);
  });
