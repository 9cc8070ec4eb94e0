table 50172 "FC0002 Names"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Count; Integer) { }
    }

    procedure Run(Amount: Decimal): Decimal
    var
        Cust: Record Customer;
        Mgt: Codeunit "Some Dependency Mgt";
    begin
        Cust.SetRange("No.", Rec."No.");
        if Cust.FindFirst() then
            Amount += Count;
        Mgt.doSomething();
        Cust."search name" := 'X';
        with Cust do
            if findfirst() then
                amount := 1;
        exit(Amount);
    end;
}

page 50173 "FC0002 Unknown Source"
{
    SourceTable = "Some Dependency Table";

    trigger OnOpenPage()
    begin
        description := 'x';
    end;
}

xmlport 50179 "FC0002 Lower Elements"
{
    schema
    {
        textelement(root)
        {
            tableelement(customer; Customer)
            {
                fieldelement(No; Customer."No.") { }

                trigger OnAfterGetRecord()
                begin
                    if Customer."No." = '' then
                        CurrXMLport.Skip();
                end;
            }
        }
    }
}
