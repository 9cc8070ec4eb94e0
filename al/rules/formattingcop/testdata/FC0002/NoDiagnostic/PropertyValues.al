table 50180 "FC0002 Contact"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Email; Text[80]) { }
    }
}

page 50180 "FC0002 Contact Card"
{
    SourceTable = "FC0002 Contact";

    layout
    {
        area(Content)
        {
            field(Email; Rec.Email)
            {
                ExtendedDatatype = EMail;
            }
        }
    }
}
