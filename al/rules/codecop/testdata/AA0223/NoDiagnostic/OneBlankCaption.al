table 50263 "Single Blank Option"
{
    fields
    {
        field(1; Kind; Option)
        {
            OptionMembers = " ";
            OptionCaption = ' ';
        }
    }
}
