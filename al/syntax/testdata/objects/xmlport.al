xmlport 50108 "Demo Order Export"
{
    Direction = Export;
    Format = Xml;

    schema
    {
        textelement(Root)
        {
            tableelement(Order; "Demo Order")
            {
                fieldattribute(No; Order."No.") { }
                fieldelement(Amount; Order.Amount) { MinOccurs = Zero; }
                textelement(Note)
                {
                    trigger OnBeforePassVariable()
                    begin
                        Note := 'x';
                    end;
                }
                textattribute(Version) { }
            }
        }
    }

    requestpage
    {
        layout { }
    }
}
