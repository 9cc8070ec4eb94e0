page 50130 "AW0017 Secrets"
{
    PageType = List;
    SourceTable = "AW0017 Secret";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
                field("Api Key"; Rec."Api Key")
                {
                    [=MaskType = Concealed;=]
                }
            }
        }
    }
}
