page 50190 "AW0016 Card"
{
    layout
    {
        area(Content)
        {
            group(General)
            {
                field(Subject; Subject) { }
                field([=Body=]; Body)
                {
                    MultiLine = true;
                    ExtendedDatatype = RichContent;
                }
            }
            group(Outer)
            {
                group(Inner)
                {
                    field([=Notes=]; Notes)
                    {
                        MultiLine = true;
                        ExtendedDatatype = RichContent;
                    }
                }
            }
        }
    }

    var
        Subject, Body, Notes : Text;
}
