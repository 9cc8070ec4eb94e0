page 50201 "AA0201 Fix"
{
    ApplicationArea = [=Basic=], Jobs;
}
