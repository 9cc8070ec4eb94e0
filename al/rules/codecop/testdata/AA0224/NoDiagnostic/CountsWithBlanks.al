table 50264 "Option Counts"
{
    fields
    {
        field(1; Status; Option)
        {
            OptionMembers = " ",Open,Released;
            OptionCaption = ' ,Open,Released';
        }
        field(2; Kind; Option)
        {
            OptionMembers = A,B,C;
            OptionCaption = 'A,,C';
        }
    }
}
