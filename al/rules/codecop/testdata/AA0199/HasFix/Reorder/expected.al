page 50199 "AA0199 Fix"
{
    ApplicationArea = Basic, GreenHouse, suite, Jobs;
}
