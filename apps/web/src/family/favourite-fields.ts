import { graphql } from '../gql/gql.ts';

/**
 * A child's favourites, written once for every read of them (My profile, the parent's edit page, a friend's
 * details), in the order the spec asks them: the favourite questions are read from this order.
 */
export const favouriteFieldsFragment = graphql(`
  fragment FavouriteFields on Favourites {
    favouriteBook favouriteFilm favouriteAnimal favouriteColor favouriteSport hero hobbies favouriteFood
    dreamJob wish thankfullFor favoriteLesson favouriteSchoolSubject learnedAchievements favoriteSoerah aboutMe
  }
`);
