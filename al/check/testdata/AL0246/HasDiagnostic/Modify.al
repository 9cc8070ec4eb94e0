tableextension 50246 "Bar Customer" extends Customer
{
    fields
    {
        modify(Balance)
        {
            Caption = 'Balance';
            [=CalcFormula=] = sum("Cust. Ledger Entry".Amount);
            [|FieldClass|] = Normal;
        }
        modify("Document Type")
        {
            [|optionmembers|] = Quote,Order,Invoice;
            [|OptionOrdinalValues|] = 0, 1, 2;
        }
        modify(Id)
        {
#if CLEAN99
            AutoIncrement = true;
#else
            [|AutoIncrement|] = true;
#endif
        }
    }
}

pageextension 50246 "Bar Customer Card" extends "Customer Card"
{
    layout
    {
        modify(Lines)
        {
            Visible = true;
            [|SubPageLink|] = "Document No." = field("No.");
            [|SubPageView|] = sorting("Line No.");
            [|UpdatePropagation|] = Both;
        }
    }
    actions
    {
        modify(Post)
        {
            Promoted = true;
            [|RunObject|] = codeunit "Sales-Post (Yes/No)";
            [=RUNPAGELINK=] = "No." = field("No.");
            [|RunPageMode|] = Edit;
        }
    }
}

pagecustomization "Bar Customization" customizes "Customer Card"
{
    actions
    {
        modify(Statistics)
        {
            [|RunObject|] = page "Customer Statistics";
        }
    }
}
