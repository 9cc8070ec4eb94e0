report 50109 "AA0470 Fix Report"
{
    labels
    {
        PageCaption = 'Page %1 of %2', MaxLength = 30, Comment = '%1 = , %2 = ';
    }
}
