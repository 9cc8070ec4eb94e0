page 50131 "AW0017 Secret Card"
{
    PageType = Card;
    SourceTable = "AW0017 Secret";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("Api Key"; Rec."Api Key")
                {
                    MaskType = Concealed;
                }
            }
            repeater(Lines)
            {
                field(Name; Rec.Name) { ExtendedDatatype = Masked; }
            }
        }
    }
}
