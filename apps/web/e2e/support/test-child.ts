import type { Page } from 'playwright-core';
import { graphql } from './graphql.ts';

/* A child made for one test (in a family whose parent area is open) and removed after it: other tests find the demo data as is. */

/** The parent area's profiles, with the pincode where the area is closed. */
export async function openParentArea(page: Page, family: { pincode: string }) {
  await page.goto('/parent/profiles');
  const profiles = page.getByRole('heading', { name: 'Profielen', level: 1 });
  const pincode = page.getByLabel('Pincode');
  await profiles.or(pincode).waitFor();
  if (await profiles.isVisible()) return;
  await pincode.fill(family.pincode);
  await page.getByRole('button', { name: 'Openen' }).click();
  await profiles.waitFor();
}

export type Lesson = { id: string; achievements: { id: string }[] };
export type TestChild = { id: string; name: string; username: string; lessons: Lesson[] };

/** A new child of the family (the parent area is open), with `finished` lessons done through the API. */
export async function newChild(page: Page, name: string, finished = 0): Promise<TestChild> {
  const { subscription } = await graphql(page, '{ subscription { id } }');
  const username = `${name.toLowerCase()}${Date.now() % 1_000_000}`;
  const { createUserChild } = await graphql(
    page,
    'mutation m($input: CreateUserChildInput!) { createUserChild(input: $input) { id } }',
    {
      input: {
        subscriptionId: subscription.id,
        username,
        name,
        gender: 'boy',
        dateOfBirth: '2017-06-01',
        avatar: 'boy-2',
      },
    },
  );
  const id: string = createUserChild.id;
  const { childLessons } = await graphql(
    page,
    'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id achievements { id } } } }',
    { id },
  );
  const lessons: Lesson[] = childLessons.lessons;
  for (const lesson of lessons.slice(0, finished)) {
    await graphql(
      page,
      'mutation m($id: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $id, achievementIds: $ids) { affectedRows } }',
      { id, ids: lesson.achievements.map((achievement) => achievement.id) },
    );
  }
  return { id, name, username, lessons };
}

export async function removeChild(page: Page, child: TestChild) {
  await graphql(
    page,
    'mutation m($id: ID!, $username: String!) { deleteUserChild(userChildId: $id, username: $username) }',
    {
      id: child.id,
      username: child.username,
    },
  );
}
