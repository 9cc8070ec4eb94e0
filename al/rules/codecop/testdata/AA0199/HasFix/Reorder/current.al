page 50199 "AA0199 Fix"
{
    ApplicationArea = [=Jobs, GreenHouse, suite, Basic=];
}
