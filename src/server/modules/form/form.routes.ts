import { z } from 'zod';
import { callerOf } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { ownForm, publicForm } from './form.service.ts';

export const formRoutes = [
  route({
    method: 'GET',
    url: '/api/private-profile/form',
    access: 'user',
    tag: 'profiles',
    summary: 'Your form: points and places after each round with a result, in the season and in the round',
    handler: async (req) => ({ form: await ownForm(req.server.services, callerOf(req).id) }),
  }),
  route({
    method: 'GET',
    url: '/api/public-profile/:id/form',
    access: 'public',
    tag: 'profiles',
    summary: "A player's form: points and places after each round with a result, in the season and in the round",
    params: z.object({ id: z.string().min(1).max(64) }),
    handler: async (req, _reply, { params }) => ({ form: await publicForm(req.server.services, params.id) }),
  }),
];
