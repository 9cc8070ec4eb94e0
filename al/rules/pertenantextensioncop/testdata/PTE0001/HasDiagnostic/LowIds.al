codeunit [=10=] "Low Id Helper"
{
}

table [=100000=] "Above The Range"
{
    fields
    {
        field(1; Code; Code[20]) { }
    }
}

enum [=49999=] "Just Below"
{
    value(0; None) { }
}

page [=2000000=] "Obsolete But Still Taken"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';
}
