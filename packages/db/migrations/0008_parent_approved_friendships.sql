-- Friendships need a parent of each family (docs/decisions.md): friendships the children accepted before this
-- migration wait for both parents, as a new one would; until then the children see "waiting for your parents".
DROP VIEW "public"."friend_requests_view";--> statement-breakpoint
DROP VIEW "public"."friends_view";--> statement-breakpoint
ALTER TABLE "friend_requests" ADD COLUMN "sender_parent_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD COLUMN "receiver_parent_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users_children" ADD COLUMN "may_make_friends" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE VIEW "public"."friend_requests_view" AS (
  select r.id as friend_request_id, r.accepted, r.sender_parent_approved_at, r.receiver_parent_approved_at,
         r.created_at,
         s.id as sender_id,
         s.name as sender_name,
         s.username as sender_username,
         s.avatar as sender_avatar,
         (select count(*)::int from user_lesson_progresses p where p.users_child_id = s.id and p.finished) as sender_stars,
         s.created_at as sender_joining_date,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favourite_book end as sender_favourite_book,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favourite_film end as sender_favourite_film,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favourite_animal end as sender_favourite_animal,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favourite_color end as sender_favourite_color,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favourite_sport end as sender_favourite_sport,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.hero end as sender_hero,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.hobbies end as sender_hobbies,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favourite_food end as sender_favourite_food,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.dream_job end as sender_dream_job,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.wish end as sender_wish,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.thankfull_for end as sender_thankfull_for,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favorite_lesson end as sender_favorite_lesson,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favourite_school_subject end as sender_favourite_school_subject,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.learned_achievements end as sender_learned_achievements,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.favorite_soerah end as sender_favorite_soerah,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then sd.about_me end as sender_about_me,
         v.id as receiver_id,
         v.name as receiver_name,
         v.username as receiver_username,
         v.avatar as receiver_avatar,
         (select count(*)::int from user_lesson_progresses p where p.users_child_id = v.id and p.finished) as receiver_stars,
         v.created_at as receiver_joining_date,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favourite_book end as receiver_favourite_book,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favourite_film end as receiver_favourite_film,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favourite_animal end as receiver_favourite_animal,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favourite_color end as receiver_favourite_color,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favourite_sport end as receiver_favourite_sport,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.hero end as receiver_hero,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.hobbies end as receiver_hobbies,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favourite_food end as receiver_favourite_food,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.dream_job end as receiver_dream_job,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.wish end as receiver_wish,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.thankfull_for end as receiver_thankfull_for,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favorite_lesson end as receiver_favorite_lesson,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favourite_school_subject end as receiver_favourite_school_subject,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.learned_achievements end as receiver_learned_achievements,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.favorite_soerah end as receiver_favorite_soerah,
         case when r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null then vd.about_me end as receiver_about_me
    from friend_requests r
    join users_children s on s.id = r.sender_id
    join users_children v on v.id = r.receiver_id
    left join users_child_details sd on sd.users_child_id = s.id
    left join users_child_details vd on vd.users_child_id = v.id);--> statement-breakpoint
CREATE VIEW "public"."friends_view" AS (
  select r.id as friend_request_id, side.users_child_id, f.id, f.name, f.avatar, f.username
    from friend_requests r
    cross join lateral (values (r.sender_id, r.receiver_id), (r.receiver_id, r.sender_id))
      as side(users_child_id, friend_id)
    join users_children f on f.id = side.friend_id
   where r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null);