tableextension 50102 "PC0001 Customer Ext" extends Customer
{
    fields
    {
        field(50100; [="PC0001 Open Count"=]; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("PC0001 Entry" where(Open = const(true)));
            // a comment on the line above does not justify anything
            Editable = true;
        }
    }
}
