import { builder } from './schema/builder.ts';
import './modules/final-steps/final-steps.schema.ts';
import './modules/friends/friends.schema.ts';
import './modules/lessons/lesson-locks.schema.ts';
import './modules/lessons/lessons.schema.ts';
import './modules/library/course-news.schema.ts';
import './modules/library/library.schema.ts';
import './modules/messages/messages.schema.ts';
import './modules/meta/meta.schema.ts';
import './modules/parent-area/account.schema.ts';
import './modules/parent-area/children.schema.ts';
import './modules/parent-area/course.schema.ts';
import './modules/parent-area/pincode.schema.ts';
import './modules/profiles/child-profile.schema.ts';
import './modules/profiles/profiles.schema.ts';
import './modules/subscription/subscription.schema.ts';

export const schema = builder.toSchema({ sortSchema: true });
