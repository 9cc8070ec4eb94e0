report 50101 "AA0470 Report"
{
    labels
    {
        PageCaption = [='Page %1 of %2'=];
    }
}
