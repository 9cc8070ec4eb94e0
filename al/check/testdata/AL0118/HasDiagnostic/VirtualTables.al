xmlport 50190 "Own Invoice Export"
{
    schema
    {
        textelement(Invoice)
        {
            tableelement(headerloop; Integer)
            {
                textelement(TaxDate)
                {
                    trigger OnBeforePassVariable()
                    begin
                        if [|TaxDat|] = '' then
                            currXMLport.Skip();
                    end;
                }

                trigger OnAfterGetRecord()
                begin
                    if [|Numbr|] > 1 then
                        [|"Tax Date"|] := '';
                end;
            }
        }
    }
}

report 50190 "Own Copies"
{
    dataset
    {
        dataitem(CopyLoop; "Integer")
        {
            trigger OnAfterGetRecord()
            begin
                if [|nuMber2|] = 1 then
                    CurrReport.Break();
            end;
        }
    }
}
