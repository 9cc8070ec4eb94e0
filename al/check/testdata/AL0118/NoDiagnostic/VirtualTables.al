xmlport 50195 "Own Invoice Export Fine"
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
                        // The Integer table's field, its methods, the xmlport's
                        // elements and globals.
                        if TaxDate = '' then
                            currXMLport.Skip();
                        if Number = 1 then
                            TaxDate := Format("Number");
                        if number > Counter then
                            SetRange(Number, 1, Counter);
                        if headerloop.Number = 0 then
                            Counted := Count();
#if NOTDEFINED
                        TaxDat := '';
#endif
                    end;
                }
            }
            tableelement(customer; "Own Table")
            {
                trigger OnAfterGetRecord()
                begin
                    // A table nobody loaded: its fields are unknown.
                    if Anything = '' then
                        currXMLport.Skip();
                end;
            }
        }
    }

    var
        Counter: Integer;
        Counted: Integer;
}

report 50195 "Own Copies Fine"
{
    dataset
    {
        dataitem(CopyLoop; Integer)
        {
            trigger OnPreDataItem()
            begin
                SetRange(Number, 1, Copies);
            end;

            trigger OnAfterGetRecord()
            begin
                if NUMBER > 1 then
                    Copied := true;
            end;
        }
    }

    var
        Copies: Integer;
        Copied: Boolean;
}
