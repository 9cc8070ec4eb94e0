page 50200 "AA0200 Fix"
{
    ApplicationArea = All;
}
