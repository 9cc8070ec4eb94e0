page 50319 "Editable Lookups"
{
    Editable = false;

    layout
    {
        area(Content)
        {
            field(Name; NameText)
            {
                Caption = 'Name';
                Editable = true;

                trigger OnLookup(var Text: Text): Boolean
                begin
                end;
            }
            field(Code; CodeText)
            {
                Caption = 'Code';

                trigger OnLookup(var Text: Text): Boolean
                begin
                end;
            }
        }
    }

    var
        NameText: Text;
        CodeText: Code[20];
}
