import { graphql } from '../gql/gql.ts';

/**
 * A child's favourites, written once for every read of them (My profile, the parent's edit page, a friend's
 * details), in the order the spec asks them: the order of the list of favourites in @koran-kids/input, from which
 * the questions are asked (a test checks that the two agree).
 */
export const favouriteFieldsFragment = graphql(`
  fragment FavouriteFields on Favourites {
    favouriteBook favouriteFilm favouriteAnimal favouriteColor favouriteSport hero hobbies favouriteFood
    dreamJob wish thankfullFor favoriteLesson favouriteSchoolSubject learnedAchievements favoriteSoerah aboutMe
  }
`);
