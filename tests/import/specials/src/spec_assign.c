/*
 * A spec_assign.c written for the test of special procedures: the lines
 * of the kind CircleMUD's has, and one commented out.
 */
void assign_mobiles(void)
{
  ASSIGNMOB(3001, cityguard);
  ASSIGNMOB(3003, receptionist);
  ASSIGNMOB(3004, fido);
  ASSIGNMOB(3007, magic_user);
  /* ASSIGNMOB(3002, thief); */
}

void assign_objects(void)
{
  ASSIGNOBJ(3001, bank);
  ASSIGNOBJ(3002, gen_board);
}

void assign_rooms(void)
{
  ASSIGNROOM(3004, dump);
  ASSIGNROOM(3005, pet_shops);
}
