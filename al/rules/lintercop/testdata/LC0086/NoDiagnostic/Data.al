table 50186 "LC0086 Setup"
{
    Caption = 'Strong', Locked = true;

    fields
    {
        field(1; Name; Text[30])
        {
            Caption = 'None';
        }
    }

    procedure Reset()
    begin
        Name := 'None';
    end;
}

page 50187 "LC0086 Data"
{
    SourceTable = "LC0086 Setup";

    layout
    {
        area(Content)
        {
            field(Name; Rec.Name)
            {
                StyleExpr = 'Favorable';
            }
        }
    }

    var
        StyleText: Text;
        FavorableLbl: Label 'Favorable';
        LowerTok: Label 'favorable', Locked = true;
        UpperTok: Label 'ATTENTION', Locked = true;

    trigger OnOpenPage()
    var
        Setup: Record "LC0086 Setup";
        Item: Record Item;
    begin
        StyleText := Format(PageStyle::Favorable);
        Setup.Name := 'Standard';
        Rec.Name := 'Strong';
        Setup.SetRange(Name, 'None');
        Setup.SetFilter(Name, 'Standard');
        Item.Description := 'None';
        if Setup.Name = 'Attention' then
            StyleText := 'favorable';
        Message('Standard text');
    end;
}
